/** The worker thread's entry: runs one named task of tasks.ts on its plain-data input. */
import { constants, setPriority } from 'node:os';
import { installMotionTable } from './motion-table.js';
import { runTask, type WorkInput, type WorkTask } from './tasks.js';

// The calculations yield the processor to the event loop: on Linux a thread's nice value is its own
// (setpriority of pid 0 is the calling thread), so on a machine with as many busy threads as cores the
// loop's requests are served first and the calculations take what is left. Elsewhere this lowers the whole
// process, so it is set only on Linux.
if (process.platform === 'linux') setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
// The varga margins read their samples from the motion table where the build wrote one (the main thread
// says so at start when it did not).
installMotionTable();

export default function work({ task, input }: { task: WorkTask; input: WorkInput<WorkTask> }) {
  return runTask(task, input);
}
