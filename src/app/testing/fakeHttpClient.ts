import type { HttpClient, HttpRequestOptions, HttpResponse } from '../../shared/http';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; json?: unknown } | Error;

/**
 * An HttpClient that never touches the network: records each call and answers with `respond`
 * (throw or return an Error to fail the call).
 */
export const createFakeHttpClient = (respond: (call: RecordedCall) => Answer | Promise<Answer>) => {
  const calls: RecordedCall[] = [];
  const client: HttpClient = async (url: string, options: HttpRequestOptions = {}) => {
    const call = { method: options.method ?? 'GET', url, body: options.json };
    calls.push(call);
    const answer = await respond(call);
    if (answer instanceof Error) throw answer;
    const json = answer.json;
    const response: HttpResponse = {
      status: answer.status ?? 200,
      headers: new Headers(),
      body: json === undefined ? '' : JSON.stringify(json),
      json,
    };
    return response;
  };
  return { client, calls };
};
