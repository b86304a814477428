import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { CommunicationsModule } from '../communications/communications.module.js';
import { FilesModule } from '../files/files.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { CommunityActivityController } from './community-activity.controller.js';
import { CommunityActivityService } from './community-activity.service.js';
import { CommunityNotesRepository } from './community-notes.repository.js';

/** Community notes and activity streams of individuals and businesses (staff). */
@Module({
  imports: [ApplicationsModule, QueueModule, CommunicationsModule, FilesModule],
  controllers: [CommunityActivityController],
  providers: [CommunityNotesRepository, CommunityActivityService],
})
export class CommunityActivityModule {}
