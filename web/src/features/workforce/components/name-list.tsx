/** Names of any script side by side: each isolated, so a Hebrew name does not reorder its neighbours. */
export function NameList({ names }: { names: readonly string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <span key={`${index}-${name}`}>
          {index > 0 ? ', ' : null}
          <bdi dir="auto" translate="no">
            {name}
          </bdi>
        </span>
      ))}
    </>
  );
}
