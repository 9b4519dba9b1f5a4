const palette: Record<string, string> = {
  seven: '#e0404a',
  bar: '#3a3f52',
  bell: '#f5c542',
  plum: '#8e44ad',
  cherry: '#d62839',
  wild: '#ff9f1c',
  dragon: '#c0392b',
  tiger: '#e67e22',
  phoenix: '#e74c3c',
  jade: '#27ae60',
  coin: '#f1c40f',
  fan: '#16a085',
  lantern: '#d35400',
  pearl: '#b794f4',
  whale: '#2e86de',
  shark: '#576574',
  turtle: '#10ac84',
  octopus: '#ee5253',
  fish: '#ff9ff3',
  shell: '#feca57',
  starfish: '#ff6b6b',
};

/** One slot symbol drawn in SVG at (x, y) in a 100x100 cell: a coloured gem with its Korean name. */
export function SlotSymbol({ id, name, x, y }: { id: string; name: string; x: number; y: number }) {
  const fill = palette[id] ?? '#4b6584';
  const label =
    id === 'seven' ? '7' : id === 'bar' ? 'BAR' : name.replace(/ (와일드|스캐터)$/, '').slice(0, 3);
  const special = id === 'wild' || name.includes('스캐터');
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect
        x="6"
        y="6"
        width="88"
        height="88"
        rx="16"
        fill="#0d1322"
        stroke={special ? '#f5c542' : '#ffffff22'}
        strokeWidth={special ? 4 : 2}
      />
      {id === 'cherry' ? (
        <>
          <path
            d="M50 22 C46 40 38 50 34 58 M50 22 C54 40 62 50 66 58"
            stroke="#2ecc71"
            strokeWidth="4"
            fill="none"
          />
          <circle cx="34" cy="64" r="14" fill={fill} />
          <circle cx="66" cy="64" r="14" fill={fill} />
        </>
      ) : (
        <polygon points="50,14 84,40 72,84 28,84 16,40" fill={fill} stroke="#ffffff66" strokeWidth="2" />
      )}
      <text
        x="50"
        y={id === 'seven' ? 66 : 60}
        textAnchor="middle"
        fontSize={id === 'seven' ? 44 : label.length > 2 ? 18 : 22}
        fontWeight="900"
        fill="#fff"
        stroke="#0008"
        strokeWidth="1"
      >
        {label}
      </text>
      {special && (
        <text x="50" y="98" textAnchor="middle" fontSize="12" fontWeight="800" fill="#f5c542">
          {id === 'wild' ? 'WILD' : 'SCATTER'}
        </text>
      )}
    </g>
  );
}
