/** The success line of a page (announced politely; empty keeps the live region in place). */
export function Flash({ message }: { message: string | null }) {
  return (
    <div className="flash-region" role="status" aria-live="polite">
      {message && (
        <p className="flash" data-testid="flash">
          {message}
        </p>
      )}
    </div>
  );
}
