/**
 * Cursor pagination (`page_cursor` in, `next_page_cursor` out, absent on the last page), shaped like
 * openai-node's CursorPage: a page knows how to fetch the next one with the same query, and both the
 * page and the pending call are async-iterable over every item of every following page.
 */

/** The query of a paginated list: whatever filters it has, plus the cursor. */
export interface CursorQuery {
  page_cursor?: string;
}

/** The body of one page: the items under some key, plus the cursor of the next page. */
export interface CursorBody {
  next_page_cursor?: string;
}

export class CursorPage<Item, Body extends CursorBody, Query extends CursorQuery> implements AsyncIterable<Item> {
  /** The items of this page only. */
  readonly items: Item[];
  /** The page's response body as typed by the spec (e.g. `ExecutionList`). */
  readonly body: Body;
  /** The query that fetched this page. */
  readonly query: Query;
  /** The response that carried this page (its body already read), when it came over HTTP. */
  readonly response: Response | undefined;
  /** `X-Request-Id` of that response, to quote to support. */
  readonly requestId: string | undefined;
  readonly #fetchPage: (query: Query) => Promise<CursorPage<Item, Body, Query>>;

  constructor(
    body: Body,
    items: Item[],
    query: Query,
    fetchPage: (query: Query) => Promise<CursorPage<Item, Body, Query>>,
    received?: { response: Response; requestId: string | undefined },
  ) {
    this.body = body;
    this.items = items;
    this.query = query;
    this.response = received?.response;
    this.requestId = received?.requestId;
    this.#fetchPage = fetchPage;
  }

  /** The cursor of the next page, when there is one. */
  get nextPageCursor(): string | undefined {
    const cursor = this.body.next_page_cursor;
    return typeof cursor === 'string' && cursor !== '' ? cursor : undefined;
  }

  /**
   * Whether a next page exists. A cursor equal to the one that fetched this page counts as none: it
   * would return this same page again and again, and iterating must end.
   */
  hasNextPage(): boolean {
    const next = this.nextPageCursor;
    return next !== undefined && next !== this.query.page_cursor;
  }

  /** Fetches the next page with the same filters; throws when there is none (check `hasNextPage()`). */
  getNextPage(): Promise<CursorPage<Item, Body, Query>> {
    const cursor = this.nextPageCursor;
    if (cursor === undefined || !this.hasNextPage()) {
      return Promise.reject(new Error('no next page: check hasNextPage() before calling getNextPage()'));
    }
    return this.#fetchPage({ ...this.query, page_cursor: cursor });
  }

  /** This page, then each following page. */
  async *iterPages(): AsyncGenerator<CursorPage<Item, Body, Query>, void, undefined> {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the walk starts at this page and moves on
    let page: CursorPage<Item, Body, Query> = this;
    yield page;
    while (page.hasNextPage()) {
      page = await page.getNextPage();
      yield page;
    }
  }

  /** Every item of this page and the following ones, fetching pages as the loop reaches them. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.iterPages()) yield* page.items;
  }
}

/**
 * What a list method returns: await it for the first page, or `for await` it for every item. The
 * request starts on first use, so a list call that is never awaited cannot reject unobserved.
 */
export class PagePromise<Page extends AsyncIterable<Item>, Item> implements PromiseLike<Page>, AsyncIterable<Item> {
  readonly #load: () => Promise<Page>;
  #loaded: Promise<Page> | undefined;

  constructor(load: () => Promise<Page>) {
    this.#load = load;
  }

  #page(): Promise<Page> {
    this.#loaded ??= this.#load();
    return this.#loaded;
  }

  then<A = Page, B = never>(
    onFulfilled?: ((page: Page) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#page().then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Page | B> {
    return this.#page().catch(onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<Page> {
    return this.#page().finally(onFinally);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    yield* await this.#page();
  }
}
