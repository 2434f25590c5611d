/** The one seam between the console and an API: a Web-standard request in, a response out. */
export type Transport = (request: Request) => Promise<Response>;
