import { connect, type Socket } from 'node:net';
import { AppError } from '../../lib/app-error.ts';

export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** One scan of one upload: chunks go in as they stream past, the verdict comes once all were written. */
export interface ScanSession {
  write(chunk: Buffer): Promise<void>;
  verdict(): Promise<ScanVerdict>;
  /** Gives up (the upload failed for another reason): frees the connection, if any. */
  abort(): void;
}

export interface VirusScanner {
  start(): Promise<ScanSession>;
}

/** The EICAR anti-virus test string (https://www.eicar.org): what every scanner must report. */
export const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

/**
 * The built-in scanner used when no clamd is configured: finds the EICAR signature anywhere in the
 * stream, also when it straddles two chunks (the last bytes of each chunk are kept for the next one).
 * It is a test hook, not an anti-virus: production sets CLAMD_HOST.
 */
export function createEicarScanner(signature: Buffer = EICAR): VirusScanner {
  return {
    async start() {
      let tail = Buffer.alloc(0);
      let found = false;
      return {
        async write(chunk) {
          if (found) return;
          const window = tail.length ? Buffer.concat([tail, chunk]) : chunk;
          if (window.indexOf(signature) !== -1) found = true;
          tail = Buffer.from(window.subarray(Math.max(0, window.length - (signature.length - 1))));
        },
        async verdict() {
          return found ? { infected: true, signature: 'Eicar-Test-Signature' } : { infected: false };
        },
        abort() {},
      };
    },
  };
}

const unavailable = (cause: unknown) => new AppError('SERVICE_UNAVAILABLE', { cause });

/**
 * clamd through its INSTREAM command (clamd(8)): `zINSTREAM\0`, then chunks each prefixed by their
 * length as a 4-byte big-endian integer, then a zero length; clamd answers `stream: OK`,
 * `stream: <name> FOUND` or `<reason> ERROR`, ended by a NUL. Any failure refuses the upload (fail
 * closed: an unscanned file is never accepted).
 */
export function createClamdScanner(opts: { host: string; port: number; timeoutMs?: number }): VirusScanner {
  return {
    start() {
      return new Promise<ScanSession>((resolve, reject) => {
        const socket: Socket = connect({ host: opts.host, port: opts.port });
        let reply = '';
        let failure: Error | undefined;
        let ended = false;
        const done = new Promise<string>((settle, fail) => {
          socket.on('data', (data: Buffer) => {
            reply += data.toString('latin1');
            if (reply.includes('\0')) settle(reply);
          });
          socket.on('end', () => {
            ended = true;
            settle(reply);
          });
          socket.on('error', (error) => {
            failure = error;
            fail(unavailable(error));
          });
        });
        done.catch(() => {}); // observed through verdict()
        socket.setTimeout(opts.timeoutMs ?? 30_000, () => socket.destroy(new Error('clamd timed out')));
        const send = (data: Buffer) =>
          new Promise<void>((ok, fail) => {
            if (failure) return fail(unavailable(failure));
            // clamd stops reading and answers early (e.g. "INSTREAM size limit exceeded"): the verdict tells.
            if (ended || reply.includes('\0')) return ok();
            socket.write(data, (error) => (error ? fail(unavailable(error)) : ok()));
          });
        socket.once('connect', () => {
          send(Buffer.from('zINSTREAM\0', 'latin1')).then(
            () =>
              resolve({
                async write(chunk) {
                  const length = Buffer.alloc(4);
                  length.writeUInt32BE(chunk.length);
                  await send(Buffer.concat([length, chunk]));
                },
                async verdict() {
                  await send(Buffer.alloc(4));
                  const answer = (await done).replace(/\0.*$/s, '').trim();
                  socket.end();
                  const match = /^stream: (.+) FOUND$/.exec(answer);
                  if (match?.[1]) return { infected: true, signature: match[1] };
                  if (answer === 'stream: OK') return { infected: false };
                  throw unavailable(new Error(`clamd: ${answer || 'no answer'}`));
                },
                abort() {
                  socket.destroy();
                },
              }),
            reject,
          );
        });
        socket.once('error', (error) => reject(unavailable(error)));
      });
    },
  };
}

/**
 * The scanner of every upload (documents, PV scans, the signature check, avatars): clamd when CLAMD_HOST
 * is set, the built-in EICAR check otherwise (the default for `npm start` and the tests).
 */
export function uploadScanner(env: { CLAMD_HOST?: string | undefined; CLAMD_PORT: number }): VirusScanner {
  return env.CLAMD_HOST ? createClamdScanner({ host: env.CLAMD_HOST, port: env.CLAMD_PORT }) : createEicarScanner();
}
