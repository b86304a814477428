import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';

/** The persistent job queue (JobQueue) every domain may define queues on and enqueue to. */
@Global()
@Module({
  providers: [JobQueue],
  exports: [JobQueue],
})
export class JobsModule {}
