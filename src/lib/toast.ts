import { toast } from "sonner";
import { signalToasterNeeded } from "./toaster-signal.ts";

// Every toast goes through this module: loading it is what mounts the page's Toaster (toaster-signal.ts).
// A toast shown before the Toaster is there is kept by sonner and appears when it mounts.
signalToasterNeeded();

export { toast };
