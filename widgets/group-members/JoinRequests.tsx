// Requests to join a private group, for its leaders (docs/reference/groups.md#pages): the pending ones the server read
// with the page (GET /groups/{id}/applicants), each with the reason given, Approve (the applicant becomes a member) and
// Deny, through PATCH /groups/{id}/applicants/{userID}; the page is read again after each. Nothing shows while there
// are none. In a preview nothing is sent.
import { useId } from "react";
import { type GroupMember, useReviewApplicantMutation } from "../../src/client/api/groups";
import { Button } from "../../src/ui/Button";
import { FormAlert } from "../../src/ui/FormAlert";
import { useT } from "../../src/ui/i18n/i18n-context";
import { UserPhoto } from "../../src/ui/UserPhoto";

function Applicant({
  applicant,
  pending,
  onReview,
}: {
  applicant: GroupMember;
  pending: boolean;
  onReview(status: "approved" | "denied"): void;
}) {
  const t = useT();
  const nameID = useId();
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex items-center gap-2">
        <UserPhoto url={applicant.user.photoUrl} size={28} />
        <span id={nameID} className="min-w-0 truncate font-semibold text-fg">
          {applicant.user.name}
        </span>
      </div>
      {applicant.reason ? (
        <p className="ps-9 text-sm whitespace-pre-line text-fg">{applicant.reason}</p>
      ) : null}
      {/* Each button is described by the applicant's name, so a screen reader says whom it acts on. */}
      <div className="flex flex-wrap gap-2 ps-9">
        <Button
          size="sm"
          variant="primary"
          aria-describedby={nameID}
          disabled={pending}
          onClick={() => onReview("approved")}
        >
          {t("Approve")}
        </Button>
        <Button size="sm" aria-describedby={nameID} disabled={pending} onClick={() => onReview("denied")}>
          {t("Deny")}
        </Button>
      </div>
    </li>
  );
}

export function JoinRequests({
  groupID,
  applicants: list,
  preview,
  onOutcome,
}: {
  groupID: number;
  applicants: readonly GroupMember[];
  /** True in a preview: nothing is sent. */
  preview: boolean;
  onOutcome(message: string): void;
}) {
  const t = useT();
  const review = useReviewApplicantMutation(groupID);
  if (list.length === 0) return null;

  const decide = (applicant: GroupMember, status: "approved" | "denied") => {
    if (preview) return;
    review.mutate(
      { userID: applicant.userID, status },
      {
        onSuccess: () =>
          onOutcome(
            status === "approved"
              ? t("{name} joined the group.", { name: applicant.user.name })
              : t("{name}'s request was denied.", { name: applicant.user.name }),
          ),
      },
    );
  };

  return (
    <div className="rounded-box border border-border p-3">
      <h3 className="text-sm font-semibold text-fg-heading">
        {t("Requests to join ({count})", { count: list.length })}
      </h3>
      <ul className="flex flex-col divide-y divide-border">
        {list.map((applicant) => (
          <Applicant
            key={applicant.userID}
            applicant={applicant}
            pending={review.isPending}
            onReview={(status) => decide(applicant, status)}
          />
        ))}
      </ul>
      <FormAlert message={review.error?.message ?? null} />
    </div>
  );
}
