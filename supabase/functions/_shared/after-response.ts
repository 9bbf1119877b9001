// Work that must not delay or fail the visitor's answer (e.g. the lead e-mail). Hosted Supabase keeps the
// function alive for it through EdgeRuntime.waitUntil; the local functions host is one long-lived Deno
// process, where the promise simply runs on. Errors are logged, never thrown.
interface EdgeRuntimeGlobal {
  waitUntil(promise: Promise<unknown>): void;
}

export function afterResponse(label: string, task: () => Promise<unknown>): void {
  // The timer lets the handler return its Response before the task starts its first await.
  const done = new Promise((resolve) => setTimeout(resolve, 0))
    .then(task)
    .catch((error) => console.error(`${label} failed after the response`, error));
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeGlobal }).EdgeRuntime;
  runtime?.waitUntil(done);
}
