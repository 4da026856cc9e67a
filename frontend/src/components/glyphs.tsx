/** The maple leaf of the Canadian flag, centred on 0,0 (bounds ±1860 × −2000..2030). */
export const MAPLE_LEAF_PATH =
  'm-90 2030 45-863a95 95 0 0 0-111-98l-859 151 116-320a65 65 0 0 0-20-73l-941-762 212-99a65 65 0 0 0 34-79l-186-572 542 115a65 65 0 0 0 73-38l105-247 423 454a65 65 0 0 0 111-57l-204-1052 327 189a65 65 0 0 0 91-27l332-652 332 652a65 65 0 0 0 91 27l327-189-204 1052a65 65 0 0 0 111 57l423-454 105 247a65 65 0 0 0 73 38l542-115-186 572a65 65 0 0 0 34 79l212 99-941 762a65 65 0 0 0-20 73l116 320-859-151a95 95 0 0 0-111 98l45 863z';

/** A maple leaf fitted in a size × size box whose top-left corner is x, y. */
export function MapleLeaf({ x, y, size, fill }: { x: number; y: number; size: number; fill: string }) {
  const scale = size / 4100;
  return (
    <path
      d={MAPLE_LEAF_PATH}
      fill={fill}
      transform={`translate(${x + size / 2} ${y + size / 2 - 15 * scale}) scale(${scale})`}
    />
  );
}

/** A fleur-de-lis drawn in a 100 × 100 box, placed at x, y and scaled to size. */
export function FleurDeLis({ x, y, size, fill }: { x: number; y: number; size: number; fill: string }) {
  return (
    <g fill={fill} transform={`translate(${x} ${y}) scale(${size / 100})`}>
      <path d="M50 4C61 16 62 36 50 55C38 36 39 16 50 4Z" />
      <path d="M55 60C58 40 74 24 89 30C98 34 97 48 87 49C91 43 88 37 81 39C70 43 63 52 61 61Z" />
      <path d="M45 60C42 40 26 24 11 30C2 34 3 48 13 49C9 43 12 37 19 39C30 43 37 52 39 61Z" />
      <rect x="27" y="58" width="46" height="8" rx="2" />
      <path d="M46 66C45 78 40 86 31 92C40 93 47 89 50 83C53 89 60 93 69 92C60 86 55 78 54 66Z" />
    </g>
  );
}
