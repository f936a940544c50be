// The figures the harness measures, each with its goal, printed as one table.

/** One measured figure and its goal. */
export interface Figure {
  section: string;
  name: string;
  value: number | string;
  goal: string;
  met: boolean;
  /** What was seen when the goal was missed (the first few cases). */
  detail?: string;
}

const figures: Figure[] = [];

/** Records a figure; `met` is computed by the caller from its goal. */
export function record(figure: Figure): Figure {
  figures.push(figure);
  const mark = figure.met ? 'ok  ' : 'MISS';
  console.log(`  ${mark} ${figure.name}: ${figure.value} (goal ${figure.goal})`);
  if (!figure.met && figure.detail)
    console.log(`       ${figure.detail.split('\n').join('\n       ')}`);
  return figure;
}

/** Records a count whose goal is exactly `goal`. */
export const exactly = (
  section: string,
  name: string,
  value: number,
  goal: number,
  detail?: string,
) => record({ section, name, value, goal: `= ${goal}`, met: value === goal, detail });

/** Records a count whose goal is at most `goal`. */
export const atMost = (
  section: string,
  name: string,
  value: number,
  goal: number,
  detail?: string,
) => record({ section, name, value, goal: `≤ ${goal}`, met: value <= goal, detail });

/** Records a count whose goal is at least `goal`. */
export const atLeast = (
  section: string,
  name: string,
  value: number,
  goal: number,
  detail?: string,
) => record({ section, name, value, goal: `≥ ${goal}`, met: value >= goal, detail });

/** Records a yes/no figure whose goal is yes. */
export const holds = (section: string, name: string, value: boolean, detail?: string) =>
  record({ section, name, value: value ? 'yes' : 'no', goal: 'yes', met: value, detail });

export const allFigures = (): readonly Figure[] => figures;

/** The figures as a Markdown table (the README keeps the last full run's). */
export function table(list: readonly Figure[] = figures): string {
  const rows = list.map((f) => [
    f.section,
    f.name,
    String(f.value),
    f.goal,
    f.met ? 'met' : 'MISSED',
  ]);
  const header = ['Section', 'Figure', 'Value', 'Goal', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
