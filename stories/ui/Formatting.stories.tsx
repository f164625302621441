// Compact numbers and file sizes (docs/reference/ui-behaviour.md#shared-components), as they read in the interface.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { formatFileSize } from "../../src/lib/format-file-size";
import { formatCompactNumber, formatFullNumber } from "../../src/lib/format-number";

const meta = { title: "UI/Formatting", parameters: { layout: "padded" } } satisfies Meta;

export default meta;

const NUMBERS = [42, 999, 1000, 1250, 15_400, 999_950, 2_000_000, 3_450_000_000, 7e12];
const SIZES = [512, 1024, 245 * 1024, 1.5 * 1024 ** 2, 2.25 * 1024 ** 3, 3 * 1024 ** 4];

const table = { borderCollapse: "collapse", minWidth: 280 } as const;
const cell = { padding: "4px 16px 4px 0", textAlign: "left" } as const;

export const CompactNumbers: StoryObj = {
  render: () => (
    <table style={table}>
      <caption style={{ textAlign: "left", fontWeight: 600, paddingBottom: 8 }}>Counts</caption>
      <thead>
        <tr>
          <th style={cell}>Value</th>
          <th style={cell}>Shown</th>
        </tr>
      </thead>
      <tbody>
        {NUMBERS.map((value) => (
          <tr key={value}>
            <td style={cell}>{formatFullNumber(value)}</td>
            <td style={cell}>{formatCompactNumber(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const FileSizes: StoryObj = {
  render: () => (
    <table style={table}>
      <caption style={{ textAlign: "left", fontWeight: 600, paddingBottom: 8 }}>File sizes</caption>
      <thead>
        <tr>
          <th style={cell}>Bytes</th>
          <th style={cell}>Shown</th>
        </tr>
      </thead>
      <tbody>
        {SIZES.map((bytes) => (
          <tr key={bytes}>
            <td style={cell}>{formatFullNumber(bytes)}</td>
            <td style={cell}>{formatFileSize(bytes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
