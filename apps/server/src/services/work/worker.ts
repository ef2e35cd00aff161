/** The worker thread's entry: runs one named task of tasks.ts on its plain-data input. */
import { runTask, type WorkInput, type WorkTask } from './tasks.js';

export default function work({ task, input }: { task: WorkTask; input: WorkInput<WorkTask> }) {
  return runTask(task, input);
}
