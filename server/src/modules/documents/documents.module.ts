import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { ProgramsModule } from '../programs/programs.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentsService } from './documents.service.js';

/**
 * The PDFs of the specification: the application snapshot (read in the queue's scope or the applicant's own),
 * the instance's forms filled from a profile, and the instance's rent PDF.
 */
@Module({
  imports: [ApplicationsModule, QueueModule, ProgramsModule, ProfilesModule],
  controllers: [DocumentsController],
  providers: [DocumentsService, DocumentsRepository],
})
export class DocumentsModule {}
