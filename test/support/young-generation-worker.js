// A stand-in for the front thread (test/api/front-thread.e2e-spec.ts): it fills its young generation with
// short-lived objects, then reports the size V8 let it grow to (MB) where the real front reports its port.
const { parentPort } = require('node:worker_threads');
const v8 = require('node:v8');

let kept = [];
for (let i = 0; i < 3e6; i++) {
  kept.push({ i, s: `x${i}` });
  if (kept.length > 2e5) kept = [];
}
const newSpace = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
parentPort.postMessage({ t: 'listening', port: newSpace.space_size / 1048576 });
parentPort.on('message', (m) => {
  if (m.t === 'stop') parentPort.postMessage({ t: 'stopped', id: m.id });
});
