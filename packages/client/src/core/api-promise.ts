/**
 * What a method returns: await it for the parsed body, or call `withResponse()` for the body with
 * the HTTP response and its request id (openai-node's shape). The call starts at once, like any
 * promise; the body is only derived when awaited, so `withResponse()` alone leaves nothing unobserved.
 */

/** A parsed body with the response that carried it. */
export interface WithResponse<T> {
  data: T;
  /** The final attempt's response (its body already read). */
  response: Response;
  /** `X-Request-Id` of the response, to quote to support. */
  requestId: string | undefined;
}

export class APIPromise<T> implements PromiseLike<T> {
  readonly #result: Promise<WithResponse<T>>;
  #data: Promise<T> | undefined;

  constructor(result: Promise<WithResponse<T>>) {
    this.#result = result;
  }

  /** The parsed body together with status, headers and request id. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#result;
  }

  /** The response alone (its body already read). */
  asResponse(): Promise<Response> {
    return this.#result.then((result) => result.response);
  }

  #body(): Promise<T> {
    this.#data ??= this.#result.then((result) => result.data);
    return this.#data;
  }

  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#body().then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.#body().catch(onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<T> {
    return this.#body().finally(onFinally);
  }

  get [Symbol.toStringTag](): string {
    return 'APIPromise';
  }
}
