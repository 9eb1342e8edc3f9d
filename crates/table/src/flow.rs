//! Whether pieces that left some spaces can all have reached the spaces
//! they arrived in: a small bipartite maximum flow. Each origin offers its
//! lost pieces, each destination asks for its gained ones, and an origin may
//! feed a destination only if a legal move connects them.

/// A group of pieces that left one origin (or, for destinations, arrived).
#[derive(Clone, Copy, Debug)]
pub struct Lot<T> {
    /// Where the pieces are.
    pub at: T,
    /// How many.
    pub count: u32,
}

/// Whether every destination's pieces can be traced to origins by legal
/// moves, each piece moving once; `reach(origin, destination)` says whether
/// a legal move connects them.
pub fn routable<O: Copy, D: Copy>(
    origins: &[Lot<O>],
    destinations: &[Lot<D>],
    reach: impl Fn(O, D) -> bool,
) -> bool {
    let needed: u32 = destinations.iter().map(|d| d.count).sum();
    max_flow(origins, destinations, reach) == needed
}

/// The flow between one lot and many: what the one holds, up to what the
/// lots it reaches hold (`reach(one, other)` says whether it reaches one).
fn one_to_many<A: Copy, B: Copy>(
    one: &Lot<A>,
    many: &[Lot<B>],
    reach: impl Fn(A, B) -> bool,
) -> u32 {
    let reached: u32 = many
        .iter()
        .filter(|other| reach(one.at, other.at))
        .map(|other| other.count)
        .sum();
    one.count.min(reached)
}

/// The largest number of arrivals that can be traced to origins.
///
/// Augments one piece at a time along alternating paths (the numbers are
/// small). The tables are flat and the search's work lists are made once
/// per call: the action checks run this for every cube move a non-player
/// tries.
pub fn max_flow<O: Copy, D: Copy>(
    origins: &[Lot<O>],
    destinations: &[Lot<D>],
    reach: impl Fn(O, D) -> bool,
) -> u32 {
    let n = origins.len();
    let m = destinations.len();
    if n == 0 || m == 0 {
        return 0;
    }
    // One origin or one destination (a single cube moved, a space fed):
    // the flow is what the one side offers or asks, up to what the other
    // side it reaches asks or offers.
    if n == 1 {
        return one_to_many(&origins[0], destinations, &reach);
    }
    if m == 1 {
        return one_to_many(&destinations[0], origins, |d, o| reach(o, d));
    }
    let mut net = Network {
        n,
        m,
        // edges[i * m + j]: a legal move connects origin i and destination j.
        edges: Vec::with_capacity(n * m),
        // assigned[i * m + j]: pieces moved from origin i to destination j.
        assigned: vec![0u32; n * m],
        left: origins.iter().map(|o| o.count).collect(),
        want: destinations.iter().map(|d| d.count).collect(),
        search: Search::new(n, m),
    };
    for o in origins {
        net.edges
            .extend(destinations.iter().map(|d| reach(o.at, d.at)));
    }
    let mut flow = 0;
    let mut path = Vec::new();
    while net.augmenting_path(&mut path) {
        // path alternates: origin, destination, origin, destination, ...
        let mut k = 0;
        while k + 1 < path.len() {
            let (i, j) = (path[k], path[k + 1]);
            net.assigned[i * m + j] += 1;
            if k + 2 < path.len() {
                let i2 = path[k + 2];
                net.assigned[i2 * m + j] -= 1;
            }
            k += 2;
        }
        if let (Some(first), Some(last)) = (path.first(), path.last()) {
            net.left[*first] -= 1;
            net.want[*last] -= 1;
        }
        flow += 1;
    }
    flow
}

/// The bipartite network of [`max_flow`], flat.
struct Network {
    n: usize,
    m: usize,
    edges: Vec<bool>,
    assigned: Vec<u32>,
    left: Vec<u32>,
    want: Vec<u32>,
    search: Search,
}

/// The breadth-first search's work lists, reused from one search to the next.
struct Search {
    seen_o: Vec<bool>,
    seen_d: Vec<bool>,
    /// destination -> origin that reached it
    parent_d: Vec<usize>,
    /// origin -> destination it came back through
    parent_o: Vec<usize>,
    queue: std::collections::VecDeque<usize>,
}

impl Search {
    fn new(n: usize, m: usize) -> Search {
        Search {
            seen_o: vec![false; n],
            seen_d: vec![false; m],
            parent_d: vec![usize::MAX; m],
            parent_o: vec![usize::MAX; n],
            queue: std::collections::VecDeque::with_capacity(n),
        }
    }

    fn reset(&mut self) {
        self.seen_o.fill(false);
        self.seen_d.fill(false);
        self.parent_d.fill(usize::MAX);
        self.parent_o.fill(usize::MAX);
        self.queue.clear();
    }
}

impl Network {
    /// Finds origin → destination (→ origin that gave it a piece →
    /// destination …) ending in a destination that still wants a piece, into
    /// `path`: the indices, alternating origin and destination. Whether one
    /// was found.
    fn augmenting_path(&mut self, path: &mut Vec<usize>) -> bool {
        let (n, m) = (self.n, self.m);
        for start in 0..n {
            if self.left[start] == 0 {
                continue;
            }
            // Breadth-first search over origins; parent links to rebuild the path.
            let search = &mut self.search;
            search.reset();
            search.queue.push_back(start);
            search.seen_o[start] = true;
            while let Some(i) = search.queue.pop_front() {
                for j in 0..m {
                    if search.seen_d[j] || !self.edges[i * m + j] {
                        continue;
                    }
                    search.seen_d[j] = true;
                    search.parent_d[j] = i;
                    if self.want[j] > 0 {
                        // Rebuild: start ... i, j
                        path.clear();
                        path.push(j);
                        let mut o = i;
                        loop {
                            path.push(o);
                            if o == start {
                                break;
                            }
                            let d = search.parent_o[o];
                            path.push(d);
                            o = search.parent_d[d];
                        }
                        path.reverse();
                        return true;
                    }
                    // Move back along an existing assignment into j.
                    for i2 in 0..n {
                        if !search.seen_o[i2] && self.assigned[i2 * m + j] > 0 {
                            search.seen_o[i2] = true;
                            search.parent_o[i2] = j;
                            search.queue.push_back(i2);
                        }
                    }
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(at: usize, count: u32) -> Lot<usize> {
        Lot { at, count }
    }

    #[test]
    fn simple_routing() {
        // Two origins, two destinations, origin 0 reaches both, origin 1 only dest 1.
        let reach = |o: usize, d: usize| o == 0 || d == 1;
        assert!(routable(&[s(0, 2), s(1, 1)], &[s(0, 2), s(1, 1)], reach));
        assert!(!routable(&[s(0, 1), s(1, 2)], &[s(0, 2), s(1, 1)], reach));
    }

    #[test]
    fn needs_rerouting_through_an_earlier_choice() {
        // Origin 0 reaches 0 and 1, origin 1 reaches only 0: the first greedy
        // choice 0->0 must be undone to route everything.
        let reach = |o: usize, d: usize| o == 0 || d == 0;
        assert!(routable(&[s(0, 1), s(1, 1)], &[s(0, 1), s(1, 1)], reach));
    }

    #[test]
    fn one_side_alone_is_summed() {
        let reach = |o: usize, d: usize| o != 2 && d != 2;
        // One origin: it gives what it has, to the destinations it reaches.
        assert_eq!(max_flow(&[s(0, 3)], &[s(0, 1), s(1, 1), s(2, 5)], reach), 2);
        assert_eq!(max_flow(&[s(0, 1)], &[s(0, 1), s(1, 1)], reach), 1);
        // One destination: it takes what it wants, from the origins that reach it.
        assert_eq!(max_flow(&[s(0, 1), s(1, 1), s(2, 5)], &[s(0, 4)], reach), 2);
        assert_eq!(max_flow(&[s(0, 2), s(1, 2)], &[s(0, 3)], reach), 3);
        // The same as the general search.
        assert!(routable(&[s(0, 2), s(1, 2)], &[s(0, 3)], reach));
        assert!(!routable(&[s(0, 2), s(2, 2)], &[s(0, 3)], reach));
    }

    #[test]
    fn nothing_to_route_is_routable() {
        assert!(routable::<usize, usize>(&[], &[], |_, _| false));
        assert!(!routable(&[], &[s(0, 1)], |_: usize, _| true));
    }
}
