/**
 * The displayed level number for a point grade (spec section 3):
 * grade >= 10 gives (grade mod 10) + 1, otherwise grade + 1.
 */
export function levelOf(pointGrade: number): number {
  return pointGrade >= 10 ? (pointGrade % 10) + 1 : pointGrade + 1;
}

/** 'Lv.N' as the header shows it. */
export function levelLabel(pointGrade: number): string {
  return `Lv.${levelOf(pointGrade)}`;
}
