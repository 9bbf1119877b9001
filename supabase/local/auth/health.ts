import type { Handler } from "./handler.ts";
import { sendJson } from "./http.ts";

/** GET /health, GoTrue's liveness answer. */
export const health: Handler = async (_deps, request) => {
  sendJson(request.res, 200, {
    version: "local",
    name: "GoTrue",
    description: "GoTrue is a user registration and authentication API",
  });
};
