// Generated from schemas/api/integration-form-schema.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /attachments/schema: a JSON Schema (draft-07) of an integration's escalation form for one post, its defaults taken from the post. Every field is a string; x-control says how it is edited: a line, several lines, or a comma-separated list (docs/reference/integrations.md#api).
 */
export interface IntegrationFormSchema {
$schema: string
type: "object"
title: string
required: string[]
additionalProperties: false
properties: {
[k: string]: IntegrationFormField | undefined
}
}
export interface IntegrationFormField {
type: "string"
title: string
description?: string
default: string
minLength?: number
maxLength: number
"x-control": {
inputType: ("textBox" | "textArea" | "commaList")
}
}
