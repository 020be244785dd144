/** Renders a translated list of paragraphs. */
export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <>
      {items.map((text) => (
        <p key={text} className={className}>
          {text}
        </p>
      ))}
    </>
  );
}
