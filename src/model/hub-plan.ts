/**
 * The media type of a Hub stack source's plan artifact (one per environment and stack source):
 * the stack renderer writes it, the diff and the PR comment find plans by it. Here, in the model,
 * so neither side imports the other (the Lambda's bundle takes `diff/` and must not take renderers).
 */
export const PLAN_MEDIA_TYPE = 'application/vnd.rigging.hub-plan+json';
