/** A frame body as JSON, or undefined when it is not JSON (the schema check then reports it). */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
