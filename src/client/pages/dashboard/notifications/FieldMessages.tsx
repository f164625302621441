// A control's failed save, beside it: an alert (announced when it appears, since focus has moved on by the time the
// server answers) whose id the control names in aria-describedby.
export function FieldMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  return (
    <div id={id} role="alert" className="text-sm text-danger">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
