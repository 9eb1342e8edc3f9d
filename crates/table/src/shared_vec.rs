//! A list whose copies share their items until one of them changes: a game's
//! states and log entries, which looking back copies up to a moment of the
//! game (`Game::up_to` in the rules crate) on every step and which the board
//! holds in more than one place. A copy, whole or of a first part, costs
//! the same at any length; the first change to a shared list copies its
//! items then (copy on write), so no copy ever sees another's changes.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// A list of `T` shared with its copies until changed. It reads as a slice;
/// `push`, `pop`, `truncate`, `extend` and writes through `&mut` change
/// only this list.
#[derive(Clone)]
pub struct SharedVec<T> {
    /// The items, shared; only the first `len` belong to this list.
    items: Arc<Vec<T>>,
    len: usize,
}

impl<T: Clone> SharedVec<T> {
    /// An empty list.
    pub fn new() -> SharedVec<T> {
        SharedVec::from(Vec::new())
    }

    /// A copy of this list's first `n` items (all of them when `n` is past
    /// the end), sharing them: it costs the same at any length.
    pub fn prefix(&self, n: usize) -> SharedVec<T> {
        SharedVec {
            items: Arc::clone(&self.items),
            len: n.min(self.len),
        }
    }

    /// The items, for changing: copied first if another list shares them,
    /// then cut to this list's length.
    fn own(&mut self) -> &mut Vec<T> {
        if Arc::get_mut(&mut self.items).is_none() {
            self.items = Arc::new(self.items[..self.len].to_vec());
        }
        let items = Arc::make_mut(&mut self.items);
        items.truncate(self.len);
        items
    }

    /// Makes room for `more` items.
    pub fn reserve(&mut self, more: usize) {
        self.own().reserve(more);
    }

    /// Adds an item at the end.
    pub fn push(&mut self, item: T) {
        self.own().push(item);
        self.len += 1;
    }

    /// Takes the last item off.
    pub fn pop(&mut self) -> Option<T> {
        let item = self.own().pop();
        self.len = self.items.len();
        item
    }

    /// Keeps the first `n` items.
    pub fn truncate(&mut self, n: usize) {
        self.len = self.len.min(n);
    }

    /// Adds items at the end.
    pub fn extend(&mut self, items: impl IntoIterator<Item = T>) {
        self.own().extend(items);
        self.len = self.items.len();
    }

    /// Splits off the items from `at` on, keeping those before.
    pub fn split_off(&mut self, at: usize) -> Vec<T> {
        let at = at.min(self.len);
        let rest = self[at..].to_vec();
        self.truncate(at);
        rest
    }

    /// The items as a list of their own.
    pub fn into_vec(self) -> Vec<T> {
        match Arc::try_unwrap(self.items) {
            Ok(mut items) => {
                items.truncate(self.len);
                items
            }
            Err(items) => items[..self.len].to_vec(),
        }
    }
}

impl<T: Clone> Default for SharedVec<T> {
    fn default() -> SharedVec<T> {
        SharedVec::new()
    }
}

impl<T> Deref for SharedVec<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.items[..self.len]
    }
}

impl<T: Clone> DerefMut for SharedVec<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.own()
    }
}

impl<T> From<Vec<T>> for SharedVec<T> {
    fn from(items: Vec<T>) -> SharedVec<T> {
        SharedVec {
            len: items.len(),
            items: Arc::new(items),
        }
    }
}

impl<T> FromIterator<T> for SharedVec<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> SharedVec<T> {
        SharedVec::from(iter.into_iter().collect::<Vec<T>>())
    }
}

impl<T: Clone> IntoIterator for SharedVec<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;

    fn into_iter(self) -> Self::IntoIter {
        self.into_vec().into_iter()
    }
}

impl<'a, T> IntoIterator for &'a SharedVec<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: PartialEq> PartialEq for SharedVec<T> {
    fn eq(&self, other: &SharedVec<T>) -> bool {
        **self == **other
    }
}

impl<T: Eq> Eq for SharedVec<T> {}

impl<T: PartialEq> PartialEq<Vec<T>> for SharedVec<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        **self == **other
    }
}

impl<T: PartialEq> PartialEq<[T]> for SharedVec<T> {
    fn eq(&self, other: &[T]) -> bool {
        **self == *other
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for SharedVec<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::SharedVec;

    #[test]
    fn a_copy_shares_its_items_until_either_changes() {
        let mut a: SharedVec<u32> = (0..10).collect();
        let b = a.prefix(4);
        let c = a.clone();
        assert_eq!(&*b, &[0, 1, 2, 3]);
        a.push(10);
        a[0] = 99;
        assert_eq!(a.len(), 11);
        assert_eq!(&*b, &[0, 1, 2, 3], "a copy keeps its items");
        assert_eq!(c.len(), 10);
        assert_eq!(c[0], 0);
        let mut d = b.clone();
        d.push(7);
        assert_eq!(
            &*d,
            &[0, 1, 2, 3, 7],
            "a change after a prefix drops the rest"
        );
        assert_eq!(&*b, &[0, 1, 2, 3]);
        assert_eq!(d.pop(), Some(7));
        assert_eq!(d, b);
    }

    #[test]
    fn cutting_and_splitting_keep_the_rest_for_the_copies() {
        let mut a: SharedVec<u32> = (0..6).collect();
        let whole = a.clone();
        a.truncate(3);
        assert_eq!(&*a, &[0, 1, 2]);
        a.extend([7, 8]);
        assert_eq!(&*a, &[0, 1, 2, 7, 8]);
        let rest = a.split_off(1);
        assert_eq!(rest, vec![1, 2, 7, 8]);
        assert_eq!(a.clone().into_vec(), vec![0]);
        assert_eq!(
            whole.into_iter().collect::<Vec<_>>(),
            vec![0, 1, 2, 3, 4, 5]
        );
        assert_eq!(SharedVec::<u32>::default().len(), 0);
    }
}
