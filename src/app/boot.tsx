// Evaluating the app's JavaScript is the longest piece of main-thread work on a first visit, and a task
// blocks input for as long as it runs. So it comes as two module graphs, each evaluated in a task of
// its own: React DOM (more than half of it), and the libraries and the app (start-app.tsx), which gets
// React DOM passed in rather than importing it, so neither graph holds the other.
const [reactDom, { startApp }] = await Promise.all([import("react-dom/client"), import("./start-app.tsx")]);
await startApp(reactDom);

// A module (for the top-level await), imported for its effect by main.tsx.
export {};
