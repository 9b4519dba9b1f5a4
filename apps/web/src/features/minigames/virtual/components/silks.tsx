/** A runner's number on its silks colour (the race card, the track and the results). */
export function Silks({ number, colour }: { number: number; colour: string }) {
  return (
    <span className="vg-silks" style={{ background: colour }}>
      {number}
    </span>
  );
}
