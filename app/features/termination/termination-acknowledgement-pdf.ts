import { downloadTerminationAcknowledgement } from "~/features/termination/termination.server";

/** The acknowledgement of a termination asked without signing in: a PDF, to the browser that filed it. */
export const loader = downloadTerminationAcknowledgement;
