/** The WILD / SCATTER ribbon across the bottom of a special symbol's box. */
export function SpecialBadge({ text }: { text: 'WILD' | 'SCATTER' }) {
  return (
    <>
      <rect x="10" y="72" width="80" height="20" rx="5" fill="#7a1020" stroke="#f5c542" strokeWidth={2.5} />
      <text
        x="50"
        y="87"
        textAnchor="middle"
        fontSize={text === 'WILD' ? 16 : 13}
        fontWeight="900"
        fontFamily="Arial Black, Arial, sans-serif"
        fill="#f5c542"
        letterSpacing="1"
      >
        {text}
      </text>
    </>
  );
}
