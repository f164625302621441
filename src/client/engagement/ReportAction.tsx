// The engagement bar's Report button and its dialog, loaded on demand (report-dialog-chunk.ts): pointing at or
// focusing the button starts the download, pressing it opens the dialog once loaded. The dialog stays mounted after
// its first opening so closing it keeps the modal's own focus return.
import { Suspense, useState } from "react";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";
import { ACTION_BUTTON } from "./action-button";
import { ReportDialogChunk } from "./report-dialog-chunk";

export function ReportAction({
  recordType,
  recordID,
}: {
  recordType: "discussion" | "comment";
  recordID: number;
}) {
  const t = useT();
  const [reporting, setReporting] = useState(false);
  const [requested, setRequested] = useState(false);
  const preload = () => void ReportDialogChunk.preload();
  return (
    <>
      <button
        type="button"
        className={ACTION_BUTTON}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setReporting(true);
        }}
      >
        <Icon name="flag" />
        {t("Report")}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ReportDialogChunk.Component
            open={reporting}
            recordType={recordType}
            recordID={recordID}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
