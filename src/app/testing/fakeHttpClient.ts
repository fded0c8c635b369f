import type { HttpClient, HttpRequestOptions, HttpResponse } from '../../shared/http';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; json?: unknown; headers?: Record<string, string> } | Error;

/** The JSON sent: `json`, or a JSON text `body` (ra-data-simple-rest sends its own). */
const sentBody = (options: HttpRequestOptions): unknown => {
  if (options.json !== undefined || typeof options.body !== 'string') return options.json;
  try {
    return JSON.parse(options.body);
  } catch {
    return options.body;
  }
};

/**
 * An HttpClient that never touches the network: records each call and answers with `respond`
 * (throw or return an Error to fail the call).
 */
export const createFakeHttpClient = (respond: (call: RecordedCall) => Answer | Promise<Answer>) => {
  const calls: RecordedCall[] = [];
  const client: HttpClient = async (url: string, options: HttpRequestOptions = {}) => {
    const call = { method: options.method ?? 'GET', url, body: sentBody(options) };
    calls.push(call);
    const answer = await respond(call);
    if (answer instanceof Error) throw answer;
    const json = answer.json;
    const response: HttpResponse = {
      status: answer.status ?? 200,
      headers: new Headers(answer.headers),
      body: json === undefined ? '' : JSON.stringify(json),
      json,
    };
    return response;
  };
  return { client, calls };
};
