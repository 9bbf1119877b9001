// One reader of server-sent events for both ends of the chat: the widget reading chat-support's stream and
// chat-support reading the model provider's. It follows the EventSource rules that matter here: lines end
// in LF, CR or CRLF (also split across chunks), `data:` lines of one event are joined with LF, one space
// after the colon is dropped, comments (`:`) and other fields are ignored, and an event ends at a blank
// line. Plain TypeScript without runtime APIs, so Vite and Deno both import it.

export interface SseParser {
  /** Feeds decoded text; calls `onData` for every complete event. */
  feed(text: string): void;
  /** The stream ended: an event still missing its blank line is delivered too. */
  end(): void;
}

export function createSseParser(onData: (data: string) => void): SseParser {
  let buffer = "";
  let data: string[] = [];
  let pendingCr = false;
  const dispatch = () => {
    if (data.length) onData(data.join("\n"));
    data = [];
  };
  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
  };
  return {
    feed(text) {
      let chunk = text;
      // A CR at the end of the previous chunk already ended its line; an LF right after it belongs to it.
      if (pendingCr && chunk.startsWith("\n")) chunk = chunk.slice(1);
      pendingCr = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== "\n" && c !== "\r") continue;
        line(buffer.slice(start, i));
        if (c === "\r") {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === "\n") i++;
          } else pendingCr = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer) line(buffer);
      buffer = "";
      dispatch();
    },
  };
}
