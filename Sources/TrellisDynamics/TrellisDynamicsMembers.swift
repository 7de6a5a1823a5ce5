/// A name that TrellisDynamicsUIKitNames imports TrellisDynamics by, so that files importing only UIKit's
/// names see TrellisDynamics' members (also under Swift's member-import visibility rule) but not its
/// unprefixed names.
public enum TrellisDynamicsMembers {}
