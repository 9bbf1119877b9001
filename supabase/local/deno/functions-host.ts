// Runs under Deno. Serves every folder of supabase/functions (except _shared and dot-folders) under
// /<name>/..., like the hosted edge runtime does behind /functions/v1. Each function is an unchanged
// hosted-style module that calls Deno.serve(handler) at load time; we capture that handler instead of
// letting it listen, so one Deno process serves them all.

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

const [portArg, dirArg] = Deno.args;
const port = Number(portArg);
const functionsDir = dirArg ?? "supabase/functions";
if (!Number.isInteger(port) || port <= 0) throw new Error("usage: functions-host.ts <port> <functions-dir>");

const handlers = new Map<string, Handler>();
const bootErrors = new Map<string, string>();
const realServe = Deno.serve;

function handlerOf(args: unknown[]): Handler | undefined {
  for (const arg of args) {
    if (typeof arg === "function") return arg as Handler;
    if (arg && typeof arg === "object" && "handler" in arg && typeof arg.handler === "function") {
      return arg.handler as Handler;
    }
  }
  return undefined;
}

for (const entry of [...Deno.readDirSync(functionsDir)].sort((a, b) => a.name.localeCompare(b.name))) {
  if (!entry.isDirectory || entry.name.startsWith("_") || entry.name.startsWith(".")) continue;
  const modulePath = `${Deno.realPathSync(functionsDir)}/${entry.name}/index.ts`;
  try {
    Deno.statSync(modulePath);
  } catch {
    continue;
  }
  let captured: Handler | undefined;
  // Deno.serve's overloads can't be expressed by a single assignable signature.
  (Deno as { serve: unknown }).serve = (...args: unknown[]) => {
    captured = handlerOf(args);
    return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {}, addr: { hostname: "127.0.0.1", port, transport: "tcp" } };
  };
  try {
    await import(`file://${modulePath}`);
    if (!captured) throw new Error("the module did not call Deno.serve(handler)");
    handlers.set(entry.name, captured);
    console.log(`function ready: ${entry.name}`);
  } catch (error) {
    bootErrors.set(entry.name, error instanceof Error ? (error.stack ?? error.message) : String(error));
    console.error(`function failed to boot: ${entry.name}\n${bootErrors.get(entry.name)}`);
  }
}
(Deno as { serve: unknown }).serve = realServe;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

realServe({ hostname: "127.0.0.1", port, onListen: () => console.log(`functions host listening on ${port}`) }, async (request, info) => {
  const url = new URL(request.url);
  const name = url.pathname.split("/")[1] ?? "";
  if (name === "_health") return json(200, { functions: [...handlers.keys()], failed: [...bootErrors.keys()] });
  if (bootErrors.has(name)) return json(503, { code: "BOOT_ERROR", message: "Function failed to start (please check logs)" });
  const handler = handlers.get(name);
  if (!handler) return json(404, { code: "NOT_FOUND", message: "Requested function was not found" });
  try {
    return await handler(request, info);
  } catch (error) {
    // Like the hosted runtime: the client learns only that it failed; the details go to the log.
    console.error(`function ${name} threw:`, error);
    return json(500, { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" });
  }
});
