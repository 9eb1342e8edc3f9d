//! The chart of the sides' victory margins over a game, for any volume:
//! one line a side, a value after each entry, with named moments marked
//! (rounds, bookmarks, the moment looked at). A click on it names the
//! entry under the pointer; what to do with it is the caller's.

use coin_table::Annotation;
use egui::{Color32, Ui};
use egui_plot::{Legend, Line, Plot, PlotPoints, VLine};

/// One side's line: its value at the start (index 0) and after each entry.
#[derive(Clone, Debug)]
pub struct Series {
    /// The side's name, for the legend.
    pub name: String,
    /// Its colour.
    pub color: Color32,
    /// The margin at the start and after each entry.
    pub values: Vec<f64>,
}

/// A moment marked across the chart.
#[derive(Clone, Debug)]
pub struct Mark {
    /// Its name, for the legend.
    pub name: String,
    /// How many entries it follows.
    pub at: usize,
    /// Its colour.
    pub color: Color32,
}

/// The words of the chart's axes.
#[derive(Clone, Copy, Debug)]
pub struct Axes<'a> {
    /// The horizontal axis: the entries.
    pub entries: &'a str,
    /// The vertical axis: the margin.
    pub margin: &'a str,
}

/// Draws the chart; the entry clicked on, if any (the moment after that
/// many entries).
pub fn margins_chart(
    ui: &mut Ui,
    id: &str,
    axes: Axes<'_>,
    lines: (&[Series], &[Mark]),
) -> Option<usize> {
    let (series, marks) = lines;
    let response = Plot::new(id)
        .legend(Legend::default())
        .allow_scroll(false)
        .x_axis_label(axes.entries)
        .y_axis_label(axes.margin)
        .show(ui, |plot| {
            for side in series {
                let points: PlotPoints = side
                    .values
                    .iter()
                    .enumerate()
                    .map(|(n, value)| [n as f64, *value])
                    .collect();
                plot.line(Line::new(side.name.as_str(), points).color(side.color));
            }
            for mark in marks {
                plot.vline(VLine::new(mark.name.as_str(), mark.at as f64).color(mark.color));
            }
            plot.pointer_coordinate()
        });
    // Named for screen readers (and found by it in tests).
    response.response.widget_info(|| {
        let name = format!("{} · {}", axes.margin, axes.entries);
        egui::WidgetInfo::labeled(egui::Role::Image, true, name)
    });
    if response.response.clicked()
        && let Some(point) = response.inner
    {
        return Some(point.x.round().max(0.0) as usize);
    }
    None
}

/// The colour of a bookmark's mark.
const BOOKMARK: Color32 = Color32::from_rgb(120, 60, 160);
/// The colour of the mark of the moment looked at.
const LOOKED: Color32 = Color32::from_rgb(30, 80, 160);

/// A mark for each bookmark among the players' notes, at its entry, under
/// its name.
pub fn bookmark_marks(notes: &[Annotation]) -> impl Iterator<Item = Mark> + '_ {
    notes.iter().filter_map(|note| {
        note.bookmark.as_ref().map(|name| Mark {
            name: name.clone(),
            at: note.entry,
            color: BOOKMARK,
        })
    })
}

/// The mark of the moment looked at, under `name`; none at the present.
pub fn looked_mark(name: &str, looked: Option<usize>) -> Option<Mark> {
    looked.map(|at| Mark {
        name: name.to_owned(),
        at,
        color: LOOKED,
    })
}
