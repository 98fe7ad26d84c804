/**
 * Search folding: the form a text is compared in, so "CAFE" finds "Café" and "ŁAZIENKI"
 * finds "Łazienki". Pure, shared by the features' searches (features do not import each other).
 */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
