/**
 * What `npm start` tells the person who ran it: each start-up step with its time, then one block with the
 * address, the superadmin's login and where e-mail goes. Plain lines on stdout, not log records: they are
 * for a person at a terminal, and they carry the one-time superadmin password, which never enters the log.
 */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Runs one step and prints '<label> (<time>)' when it is done; `detail` may add what it found. */
export async function step<T>(
  label: string,
  run: () => Promise<T>,
  detail?: (result: T) => string,
): Promise<T> {
  const since = performance.now();
  const result = await run();
  const extra = detail?.(result);
  say(`${label}${extra ? `: ${extra}` : ''} (${seconds(performance.now() - since)})`);
  return result;
}

export interface ReadyInfo {
  url: string;
  database: string;
  superadmin: { email: string | undefined; generatedPassword?: string };
  /** Where mail goes: 'smtp', or the dev outbox folder. */
  mail: { kind: 'smtp' } | { kind: 'dev-outbox'; folder: string };
  /** Milliseconds since `npm start` began (or since this process did). */
  elapsedMs: number;
}

/** The block printed once the server listens. */
export function readyBlock(info: ReadyInfo): string {
  const { superadmin, mail } = info;
  const login = superadmin.generatedPassword
    ? [
        `${superadmin.email}`,
        `password ${superadmin.generatedPassword}`,
        '(shown this once: note it, or set SUPERADMIN_PASSWORD before the first start)',
      ]
    : [superadmin.email ?? '(none)', 'password: SUPERADMIN_PASSWORD, or the one shown at the first start'];
  const mailLines =
    mail.kind === 'smtp'
      ? ['sent through SMTP_URL']
      : [
          `not sent (SMTP_URL is unset): each e-mail is saved in ${mail.folder}`,
          "and a sign-up code also shows here as a line 'dev outbox: ... code 1234'",
        ];
  const rows: [string, string[]][] = [
    ['Open', [info.url]],
    ['Superadmin', login],
    ['E-mail', mailLines],
    ['Database', [info.database]],
  ];
  const body = rows.flatMap(([label, lines]) =>
    lines.map((line, i) => `  ${(i === 0 ? label : '').padEnd(12)}${line}`),
  );
  return ['', `  Dengue Watch QC is ready (started in ${seconds(info.elapsedMs)})`, '', ...body, ''].join(
    '\n',
  );
}

export const printReady = (info: ReadyInfo) => say(readyBlock(info));
