// A notification's headline with the acting member's name in bold (the server sends plain text, spec: "the
// client bolds the names it carries").
export function NotificationHeadline({ headline, name }: { headline: string; name: string | null }) {
  const at = name ? headline.indexOf(name) : -1;
  if (!name || at < 0) return <>{headline}</>;
  return (
    <>
      {headline.slice(0, at)}
      <strong className="font-semibold">{name}</strong>
      {headline.slice(at + name.length)}
    </>
  );
}
