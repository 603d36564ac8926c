import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted OpenAI-compatible chat completions server: a real HTTP server that streams tool
 * calls and text as OpenAI's API does (server-sent `chat.completion.chunk`s ending in [DONE]).
 * Each request is answered by the current script from the request's messages.
 */
export type ChatRequest = {
  messages: {
    role: string;
    content: string | null;
    tool_calls?: unknown[];
    tool_call_id?: string;
  }[];
  tools?: { function: { name: string } }[];
};

export type ScriptStep =
  | { toolCalls: { name: string; arguments: string }[] }
  | { text: readonly string[] }
  | { status: number; error: string }
  /** Streams these pieces of text, then never finishes (until the client goes away). */
  | { hangAfter: readonly string[] };

export type Script = (request: ChatRequest) => ScriptStep;

export type ScriptedOpenAi = {
  url: string;
  requests: ChatRequest[];
  setScript: (script: Script) => void;
  /** Resolves when the next request that hangs has been closed by the client. */
  nextHangClosed: () => Promise<void>;
  close: () => Promise<void>;
};

const chunk = (delta: object, finishReason: string | null = null, usage?: object) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-scripted',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'scripted',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...(usage ? { usage } : {}),
  })}\n\n`;

const readBody = async (request: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const piece of request) body += String(piece);
  return body;
};

export const startScriptedOpenAi = async (): Promise<ScriptedOpenAi> => {
  let script: Script = () => ({ text: ['Hello.'] });
  const requests: ChatRequest[] = [];
  let onHangClosed: (() => void) | null = null;
  const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = JSON.parse(await readBody(request)) as ChatRequest;
      requests.push(body);
      const step = script(body);
      if ('status' in step) {
        response.writeHead(step.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: step.error, type: 'scripted' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk({ role: 'assistant', content: '' }));
      if ('toolCalls' in step) {
        step.toolCalls.forEach((call, index) => {
          response.write(
            chunk({
              tool_calls: [
                {
                  index,
                  id: `call_${requests.length}_${index}`,
                  type: 'function',
                  function: { name: call.name, arguments: '' },
                },
              ],
            }),
          );
          response.write(
            chunk({ tool_calls: [{ index, function: { arguments: call.arguments } }] }),
          );
        });
        response.write(chunk({}, 'tool_calls', usage));
      } else if ('text' in step) {
        for (const piece of step.text) response.write(chunk({ content: piece }));
        response.write(chunk({}, 'stop', usage));
      } else {
        for (const piece of step.hangAfter) response.write(chunk({ content: piece }));
        response.on('close', () => onHangClosed?.());
        return;
      }
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setScript: (next) => {
      script = next;
    },
    nextHangClosed: () =>
      new Promise<void>((resolve) => {
        onHangClosed = resolve;
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
