import { AI_TOOLS } from '../../contract/ai.js';
import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { AiPrompt } from './entities/ai-prompt.entity.js';

/**
 * The instance's instructions to the model per AI tool (API.md "Reviewer, AI tools, languages": ai-prompts;
 * the ai-config screen). Instance configuration, so InstanceConfig; only on instances with the AI tools. A
 * prompt longer than the column (AI_PROMPT_MAX) is refused 422 fieldMaxLength.
 */
export const aiPromptsResource = defineResource({
  name: 'ai-prompts',
  label: 'AI prompts',
  entity: AiPrompt,
  permissionKey: 'InstanceConfig',
  feature: 'aiTools',
  fields: [
    field.id,
    field.enum('tool', 'Tool', Object.fromEntries(AI_TOOLS.map((tool) => [tool, tool])), { required: true }),
    { name: 'prompt', type: 'string', label: 'Prompt', required: true },
    { name: 'updatedAt', type: 'date', label: 'Updated', readOnly: true },
  ],
  listColumns: ['id', 'tool', 'updatedAt'],
  filters: [filter.search('prompt'), ...filter.equal('tool')],
  sortable: ['id', 'tool', 'updatedAt'],
  defaultSort: ['tool', 'ASC'],
});
