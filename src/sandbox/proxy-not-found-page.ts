/**
 * The page nginx sends for a path it cannot route, byte for byte: what a console meets when a
 * wrong base URL or a proxy in front of the API answers instead of the API. It says nothing about
 * any order, so a reconciliation must not read it as "no such order".
 */
export const PROXY_NOT_FOUND_PAGE =
  "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";
