import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './free-port.ts';

export interface BuiltApi {
  port: number;
  /** http://127.0.0.1:PORT */
  base: string;
  child: ChildProcess;
  /** Sends SIGTERM and waits for the process to exit. */
  stop(): Promise<void>;
}

/**
 * Starts a built API (`apps/api/dist/main.js`, or another build) as `npm start` runs it, on a free
 * port of 127.0.0.1, and waits until `/api/healthcheck` answers (or, with `ready`, until that says
 * so). `env` comes on top of this process's environment, with PORT and HOST set to the free port.
 */
export async function startBuiltApi(options: {
  main: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** @default 90 s */
  timeoutMs?: number;
  /** How often to ask. @default 250 ms */
  pollMs?: number;
  /** Whether the API is ready, given the healthcheck's answer. @default the answer is 2xx */
  ready?: (health: Response, base: string) => boolean | Promise<boolean>;
}): Promise<BuiltApi> {
  const { main, timeoutMs = 90_000, pollMs = 250, ready = (health) => health.ok } = options;
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode} while starting`);
    try {
      if (await ready(await fetch(`${base}/api/healthcheck`), base)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`API did not become ready in ${Math.round(timeoutMs / 1000)} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return {
    port,
    base,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
