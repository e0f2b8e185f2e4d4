import { createServer, type ServerResponse } from 'node:http';
import { freePort } from '@clubstay/test-kit/free-port';

/**
 * What the proxy does to the answers of the node behind it (tests of a faulty second RPC):
 * `pass` as they are; `hang` never answers eth_blockNumber (a timeout); `lie-head` answers a head
 * 1000 blocks ahead; `hide-logs` answers eth_getLogs with no logs.
 */
type ProxyMode = 'pass' | 'hang' | 'lie-head' | 'hide-logs';

interface RpcMessage {
  id?: unknown;
  method?: string;
  result?: unknown;
}

/** A JSON-RPC endpoint on a free local port in front of `upstream`, whose answers a test can falsify. */
export async function startRpcProxy(upstream: string) {
  let mode: ProxyMode = 'pass';
  const held = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const calls = JSON.parse(body) as RpcMessage | RpcMessage[];
        const list = Array.isArray(calls) ? calls : [calls];
        if (mode === 'hang' && list.some((call) => call.method === 'eth_blockNumber')) {
          held.add(response);
          response.on('close', () => held.delete(response));
          return;
        }
        const answer = await fetch(upstream, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const answers = (await answer.json()) as RpcMessage | RpcMessage[];
        const rewrite = (reply: RpcMessage) => {
          const method = list.find((call) => call.id === reply.id)?.method;
          if (mode === 'lie-head' && method === 'eth_blockNumber' && typeof reply.result === 'string')
            return { ...reply, result: `0x${(BigInt(reply.result) + 1000n).toString(16)}` };
          if (mode === 'hide-logs' && method === 'eth_getLogs') return { ...reply, result: [] };
          return reply;
        };
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(Array.isArray(answers) ? answers.map(rewrite) : rewrite(answers)));
      })().catch(() => {
        response.statusCode = 502;
        response.end();
      });
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    set(next: ProxyMode) {
      mode = next;
      for (const response of held) response.destroy();
      held.clear();
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
