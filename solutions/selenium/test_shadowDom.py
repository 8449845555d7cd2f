# Shadow DOM: reach into open shadow roots with element.shadow_root, one level at a time.
from selenium.common.exceptions import NoSuchElementException, NoSuchShadowRootException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CSS = By.CSS_SELECTOR


def in_shadow(driver, area, find):
    """Runs find(root) on the shadow root of the host under the area's heading, once it is there."""
    # The shadow content renders just after its host: retry until the whole chain answers.
    wait = WebDriverWait(
        driver, 5, ignored_exceptions=[NoSuchElementException, NoSuchShadowRootException]
    )
    return wait.until(
        lambda d: find(d.find_element(By.XPATH, f"//section[h2[.='{area}']]/div").shadow_root)
    )


def test_clicks_the_button_inside_a_shadow_root(driver, base_url):
    driver.get(f"{base_url}/shadowDom")
    # A shadow root only answers CSS selectors, not XPath.
    button = in_shadow(driver, "Shadow DOM", lambda root: root.find_element(CSS, "button"))
    assert button.text == "Shadow button"
    button.click()
    WebDriverWait(driver, 5).until(lambda d: button.text == "Second button")


def test_clicks_the_button_inside_a_shadow_root_inside_a_shadow_root(driver, base_url):
    driver.get(f"{base_url}/shadowDom")
    # The inner host sits in the outer root: one .shadow_root per level.
    button = in_shadow(
        driver,
        "Shadow DOM inside a shadow DOM",
        lambda root: root.find_element(CSS, "div").shadow_root.find_element(CSS, "button"),
    )
    assert button.text == "Nested shadow button"
    button.click()
    WebDriverWait(driver, 5).until(lambda d: button.text == "Third button")


def texts_of_levels(root):
    """The <p> text of this shadow level and of each level nested in it."""
    texts = [root.find_element(CSS, "p").text]
    hosts = root.find_elements(CSS, "div")
    return texts + (texts_of_levels(hosts[0].shadow_root) if hosts else [])


def test_reads_the_text_three_shadow_levels_deep(driver, base_url):
    driver.get(f"{base_url}/shadowDom")
    expected = ["Shadow level 1", "Shadow level 2", "Shadow level 3: the deepest text"]
    in_shadow(driver, "Three nested shadow levels", lambda root: texts_of_levels(root) == expected)
