/** One id in or out of a multiple choice (rooms, cleaners): added at the end, or removed. */
export const toggleId = (chosen: readonly string[], id: string): string[] => (chosen.includes(id) ? chosen.filter((entry) => entry !== id) : [...chosen, id]);
