// Every simple control: labelled, emits its value, keyboard-reachable native elements, errors tied to the field
// (aria-invalid + aria-describedby), disabled honoured, and axe-clean.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckBox } from "../../../../src/client/editor/form/controls/CheckBox";
import { CodeBox } from "../../../../src/client/editor/form/controls/CodeBox";
import { Color, pickerValue } from "../../../../src/client/editor/form/controls/Color";
import { ContextualValue } from "../../../../src/client/editor/form/controls/ContextualValue";
import { Radio } from "../../../../src/client/editor/form/controls/Radio";
import { RadioPicker } from "../../../../src/client/editor/form/controls/RadioPicker";
import { TextBox } from "../../../../src/client/editor/form/controls/TextBox";
import { Toggle } from "../../../../src/client/editor/form/controls/Toggle";
import { axeViolations } from "../../widget-axe";

afterEach(cleanup);

/** The error message element a control points at. */
function describedTexts(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");
}

describe("TextBox", () => {
  it("labels the input, emits each edit, and shows the error at the field", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <TextBox
        id="f-title"
        label="Title text"
        description="Shown above the list."
        value="Recent"
        onChange={onChange}
        errors={["must NOT have more than 200 characters"]}
      />,
    );
    const input = screen.getByLabelText("Title text");
    expect(input.id).toBe("f-title");
    fireEvent.change(input, { target: { value: "Recent posts" } });
    expect(onChange).toHaveBeenCalledWith("Recent posts");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedTexts(input)).toEqual([
      "must NOT have more than 200 characters",
      "Shown above the list.",
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("renders a textarea for long text", () => {
    render(<TextBox id="f-d" label="Description" type="textarea" value="Line one" onChange={() => {}} />);
    expect(screen.getByLabelText("Description").tagName).toBe("TEXTAREA");
  });

  it("a number field emits numbers, undefined when cleared, and nothing for a half-typed value", () => {
    const onChange = vi.fn();
    render(
      <TextBox
        id="f-limit"
        label="Number of posts"
        type="number"
        integer
        minimum={1}
        maximum={100}
        value={10}
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText("Number of posts") as HTMLInputElement;
    expect(input.type).toBe("number");
    expect(input.min).toBe("1");
    fireEvent.change(input, { target: { value: "25" } });
    expect(onChange).toHaveBeenLastCalledWith(25);
    fireEvent.change(input, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    onChange.mockClear();
    fireEvent.change(input, { target: { value: "2.5" } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("is disabled when the form is", () => {
    render(<TextBox id="f-x" label="Name" value="" onChange={() => {}} disabled />);
    expect((screen.getByLabelText("Name") as HTMLInputElement).disabled).toBe(true);
  });
});

describe("CheckBox and Toggle", () => {
  it("a checkbox is a labelled native checkbox that emits its state", () => {
    const onChange = vi.fn();
    render(
      <CheckBox
        id="f-overlay"
        label="Darken the image"
        value={false}
        onChange={onChange}
        errors={["Required"]}
      />,
    );
    const box = screen.getByRole("checkbox", { name: "Darken the image" });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(describedTexts(box)).toContain("Required");
  });

  it("a toggle is a switch button (Space/Enter press it natively) that flips its value", async () => {
    function Harness() {
      const [on, setOn] = useState<boolean | undefined>(true);
      return <Toggle id="f-search" label="Show the search box" value={on} onChange={setOn} />;
    }
    const { container } = render(<Harness />);
    const toggle = screen.getByRole("switch", { name: "Show the search box" });
    expect(toggle.tagName).toBe("BUTTON");
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("Radio and RadioPicker", () => {
  const options = [
    { value: "left", label: "Left" },
    { value: "center", label: "Center" },
  ];

  it("radio: a labelled group; the field id sits on the checked radio; choosing emits the value", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Radio
        id="f-align"
        label="Text alignment"
        options={options}
        value={undefined}
        defaultValue="center"
        onChange={onChange}
        errors={["Pick one"]}
      />,
    );
    const group = screen.getByRole("group", { name: "Text alignment" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    const center = screen.getByRole("radio", { name: "Center" }) as HTMLInputElement;
    expect(center.checked).toBe(true);
    expect(center.id).toBe("f-align");
    fireEvent.click(screen.getByRole("radio", { name: "Left" }));
    expect(onChange).toHaveBeenCalledWith("left");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("radio picker: each card's description describes its radio", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <RadioPicker
        id="f-title-type"
        label="Title"
        value="static"
        onChange={onChange}
        options={[
          {
            value: "siteSection/name",
            label: "Site section name",
            description: "The name of the site section.",
          },
          { value: "static", label: "Custom text", description: "The text you type below." },
        ]}
      />,
    );
    const section = screen.getByRole("radio", { name: "Site section name" });
    expect(describedTexts(section)).toEqual(["The name of the site section."]);
    expect((screen.getByRole("radio", { name: "Custom text" }) as HTMLInputElement).id).toBe("f-title-type");
    fireEvent.click(section);
    expect(onChange).toHaveBeenCalledWith("siteSection/name");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps number values as numbers", () => {
    const onChange = vi.fn();
    render(
      <Radio
        id="f-limit"
        label="Posts per tab"
        options={[
          { value: 3, label: "3" },
          { value: 5, label: "5" },
        ]}
        value={5}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole("radio", { name: "3" }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});

describe("Color", () => {
  it("a text box and a picker for the same colour; Reset goes back to the style guide", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Color id="f-text-color" label="Text colour" value="#1d4e89" onChange={onChange} />,
    );
    const text = screen.getByLabelText("Text colour");
    expect(text.id).toBe("f-text-color");
    fireEvent.change(screen.getByLabelText("Pick text colour"), { target: { value: "#ffffff" } });
    expect(onChange).toHaveBeenLastCalledWith("#ffffff");
    fireEvent.change(text, { target: { value: "rebeccapurple" } });
    expect(onChange).toHaveBeenLastCalledWith("rebeccapurple");
    fireEvent.click(screen.getByRole("button", { name: "Reset text colour to the style guide default" }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("feeds the picker #rrggbb only", () => {
    expect(pickerValue("#ABC")).toBe("#aabbcc");
    expect(pickerValue("red")).toBe("#000000");
    expect(pickerValue(undefined)).toBe("#000000");
  });
});

describe("CodeBox", () => {
  it("a labelled monospace textarea with one line number per line; Tab is left to focus navigation", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <CodeBox
        id="f-html"
        label="HTML"
        language="html"
        rows={3}
        value={"<p>\n  Hi\n</p>\n<!-- end -->"}
        onChange={onChange}
        errors={["too long"]}
      />,
    );
    const area = screen.getByLabelText("HTML (HTML)");
    expect(area.tagName).toBe("TEXTAREA");
    expect(container.querySelector("[aria-hidden='true']")?.textContent).toBe("1234");
    fireEvent.change(area, { target: { value: "<b>Hi</b>" } });
    expect(onChange).toHaveBeenCalledWith("<b>Hi</b>");
    const tab = fireEvent.keyDown(area, { key: "Tab" });
    expect(tab).toBe(true); // not prevented: no keyboard trap
    expect(area.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("ContextualValue", () => {
  it("names the page value and switches to static text", async () => {
    const onMakeStatic = vi.fn();
    const { container } = render(
      <ContextualValue
        id="f-title"
        label="Title text"
        node={{ $hydrate: "param", ref: "siteSection/name" }}
        onMakeStatic={onMakeStatic}
      />,
    );
    expect(screen.getByText("Contextual: siteSection/name")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Use static text" });
    expect(button.id).toBe("f-title");
    fireEvent.click(button);
    expect(onMakeStatic).toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
