import { ApiProperty } from '@nestjs/swagger';
import { ContactInfoDto, InstanceContentDto } from './instance-content.dto.js';

/** GET /api/instances/:id: what the community pages and both UIs' privacy dialogs read of an instance. */
export class InstanceDetailsDto {
  @ApiProperty({ type: ContactInfoDto, description: 'the contact widget and the contact pages' })
  contact_info: ContactInfoDto;

  @ApiProperty({ description: "whether the instance tracks its programs' events" })
  track_program_events: boolean;

  @ApiProperty({
    type: InstanceContentDto,
    description:
      'the public texts and links of the Content tab (about, support, faqUrl, privacyPolicy, privacyPolicyUrl, privacyContact); a field left empty is absent',
  })
  content: InstanceContentDto;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'where the instance sends its individual accounts, except on contact info and profile settings: an address, or a path on its own host; null: nowhere',
  })
  individual_form_url: string | null;
}
