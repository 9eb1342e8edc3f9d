//! Whether pieces that left some spaces can all have reached the spaces
//! they arrived in: a small bipartite maximum flow. Each origin offers its
//! lost pieces, each destination asks for its gained ones, and an origin may
//! feed a destination only if a legal move connects them.

/// A group of pieces that left one origin (or, for destinations, arrived).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Stock<T> {
    pub at: T,
    pub count: u32,
}

/// Whether every destination's pieces can be traced to origins by legal
/// moves, each piece moving once; `reach(origin, destination)` says whether
/// a legal move connects them.
pub(crate) fn routable<O: Copy, D: Copy>(
    origins: &[Stock<O>],
    destinations: &[Stock<D>],
    reach: impl Fn(O, D) -> bool,
) -> bool {
    let needed: u32 = destinations.iter().map(|d| d.count).sum();
    max_flow(origins, destinations, reach) == needed
}

/// The largest number of arrivals that can be traced to origins.
pub(crate) fn max_flow<O: Copy, D: Copy>(
    origins: &[Stock<O>],
    destinations: &[Stock<D>],
    reach: impl Fn(O, D) -> bool,
) -> u32 {
    let n = origins.len();
    let m = destinations.len();
    // assigned[i][j]: pieces moved from origin i to destination j.
    let mut assigned = vec![vec![0u32; m]; n];
    let edges: Vec<Vec<bool>> = origins
        .iter()
        .map(|o| destinations.iter().map(|d| reach(o.at, d.at)).collect())
        .collect();
    let mut left: Vec<u32> = origins.iter().map(|o| o.count).collect();
    let mut want: Vec<u32> = destinations.iter().map(|d| d.count).collect();
    let mut flow = 0;
    // Augment one piece at a time along alternating paths (small numbers).
    while let Some(path) = augmenting_path(&edges, &assigned, &left, &want) {
        // path alternates: origin, destination, origin, destination, ...
        let mut k = 0;
        while k + 1 < path.len() {
            let (i, j) = (path[k], path[k + 1]);
            assigned[i][j] += 1;
            if k + 2 < path.len() {
                let i2 = path[k + 2];
                assigned[i2][j] -= 1;
            }
            k += 2;
        }
        if let (Some(first), Some(last)) = (path.first(), path.last()) {
            left[*first] -= 1;
            want[*last] -= 1;
        }
        flow += 1;
    }
    flow
}

/// Finds origin → destination (→ origin that gave it a piece → destination …)
/// ending in a destination that still wants a piece. Returns the indices,
/// alternating origin and destination.
fn augmenting_path(
    edges: &[Vec<bool>],
    assigned: &[Vec<u32>],
    left: &[u32],
    want: &[u32],
) -> Option<Vec<usize>> {
    let n = edges.len();
    let m = want.len();
    for start in 0..n {
        if left.get(start).copied().unwrap_or(0) == 0 {
            continue;
        }
        // Breadth-first search over origins; parent links to rebuild the path.
        let mut seen_o = vec![false; n];
        let mut seen_d = vec![false; m];
        let mut parent_d = vec![usize::MAX; m]; // destination -> origin that reached it
        let mut parent_o = vec![usize::MAX; n]; // origin -> destination it came back through
        let mut queue = std::collections::VecDeque::from([start]);
        seen_o[start] = true;
        while let Some(i) = queue.pop_front() {
            for j in 0..m {
                if seen_d[j] || !edges[i][j] {
                    continue;
                }
                seen_d[j] = true;
                parent_d[j] = i;
                if want[j] > 0 {
                    // Rebuild: start ... i, j
                    let mut path = vec![j];
                    let mut o = i;
                    loop {
                        path.push(o);
                        if o == start {
                            break;
                        }
                        let d = parent_o[o];
                        path.push(d);
                        o = parent_d[d];
                    }
                    path.reverse();
                    return Some(path);
                }
                // Move back along an existing assignment into j.
                for i2 in 0..n {
                    if !seen_o[i2] && assigned[i2][j] > 0 {
                        seen_o[i2] = true;
                        parent_o[i2] = j;
                        queue.push_back(i2);
                    }
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(at: usize, count: u32) -> Stock<usize> {
        Stock { at, count }
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
    fn nothing_to_route_is_routable() {
        assert!(routable::<usize, usize>(&[], &[], |_, _| false));
        assert!(!routable(&[], &[s(0, 1)], |_: usize, _| true));
    }
}
