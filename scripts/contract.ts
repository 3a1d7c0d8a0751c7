// The API contract (docs/api-contract.json), generated from the app's response schemas and Api functions.
//   npm run contract:write                 regenerate the file
//   npm run contract                       exit 1 when the file differs from the code
//   npm run contract -- --target <origin> [--session "deviceId=..&userId=..&sessionId=.."]
//                       [--only key,key] [--param orderId=1174] [--timeout 20000]
//       call every read-only endpoint of a live backend through the app's api client and schemas; print
//       per endpoint ok / DOES NOT FIT / FAILED with the field-level differences; exit 1 unless all are ok.
import fs from 'node:fs';
import path from 'node:path';
import type { Samples } from './contract/calls';
import { DEFAULT_SAMPLES } from './contract/calls';
import {
  CONTRACT_FILE,
  generateContract,
  readContractFile,
  WRITE_COMMAND,
} from './contract/generate';
import { checkBackend, formatReports } from './contract/live';

const USAGE = [
  'usage: npm run contract:write',
  '       npm run contract',
  '       npm run contract -- --target <origin> [--session "deviceId=..&userId=..&sessionId=.."]',
  '                           [--only key,key] [--param name=value] [--timeout ms]',
].join('\n');

interface Args {
  write: boolean;
  target?: string;
  session: Record<string, string>;
  only?: string[];
  samples: Partial<Samples>;
  timeoutMs?: number;
}

const SAMPLE_NAMES = Object.keys(DEFAULT_SAMPLES);
const isSampleName = (name: string): name is keyof Samples => SAMPLE_NAMES.includes(name);

/** Parses the command line; throws with the usage on anything it does not know. */
export function parseArgs(argv: string[]): Args {
  const args: Args = { write: false, session: {}, samples: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      i += 1;
      return next;
    };
    if (flag === '--write') args.write = true;
    else if (flag === '--target') args.target = value();
    else if (flag === '--session') args.session = Object.fromEntries(new URLSearchParams(value()));
    else if (flag === '--only')
      args.only = value()
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
    else if (flag === '--timeout') {
      const ms = Number(value());
      if (!Number.isSafeInteger(ms) || ms <= 0) throw new Error('--timeout takes milliseconds');
      args.timeoutMs = ms;
    } else if (flag === '--param') {
      const [name, ...rest] = value().split('=');
      if (!isSampleName(name)) throw new Error(`--param takes ${SAMPLE_NAMES.join(', ')}`);
      args.samples[name] = rest.join('=');
    } else throw new Error(`unknown argument ${flag}`);
  }
  if (args.target !== undefined && !/^https?:\/\/[^/]+/i.test(args.target)) {
    throw new Error('--target takes an origin such as https://api.example');
  }
  return args;
}

/** Runs the command; resolves to the exit code. */
export async function main(argv: string[], print: (line: string) => void): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (args.target !== undefined) {
    try {
      const reports = await checkBackend({
        target: args.target,
        session: args.session,
        only: args.only,
        samples: args.samples,
        timeoutMs: args.timeoutMs,
      });
      print(formatReports(reports, args.target));
      return reports.every((r) => r.verdict === 'ok') ? 0 : 1;
    } catch (error) {
      print(error instanceof Error ? error.message : String(error));
      return 2;
    }
  }
  const generated = await generateContract();
  const relative = path.relative(process.cwd(), CONTRACT_FILE);
  if (args.write) {
    fs.mkdirSync(path.dirname(CONTRACT_FILE), { recursive: true });
    fs.writeFileSync(CONTRACT_FILE, generated);
    print(`wrote ${relative}`);
    return 0;
  }
  if (readContractFile() === generated) {
    print(`${relative} is current`);
    return 0;
  }
  print(`${relative} differs from the code: run \`${WRITE_COMMAND}\` and commit it`);
  return 1;
}

if (require.main === module) {
  main(process.argv.slice(2), (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
